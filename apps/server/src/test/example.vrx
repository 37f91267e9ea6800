<?xml version="1.0" encoding="UTF-8"?>
<VariantRecord formatVersion="1" vin="WDD2050461F123456" tool="Workshop Tool 2.3" created="2024-03-01T10:15:00Z">
  <Module name="HU55" variant="HU55_E011" partNumber="A2229005613" software="17.22.0" fingerprint="00000001">
    <Coding domain="Navigation">0A1B 2C3D</Coding>
    <Coding domain="Audio">ff00a1</Coding>
  </Module>
  <Module name="IC213">
    <Coding domain="Cluster">00112233</Coding>
  </Module>
</VariantRecord>
