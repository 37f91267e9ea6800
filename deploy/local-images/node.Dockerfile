# A local stand-in for node:20-bookworm-slim, for machines that reach no image registry: the local
# Debian base with the building machine's own Node.js 20 and npm (and its CA bundle, which npm
# needs behind an intercepting egress proxy). scripts/container-check.mjs assembles the context.
ARG DEBIAN_IMAGE=navihub/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NPM_CONFIG_CAFILE=/etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
  && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
  && node --version && npm --version
CMD ["node"]
