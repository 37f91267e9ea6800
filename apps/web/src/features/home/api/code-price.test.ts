import { catalogApi } from '@navihub/contract/api/catalog';
import { describe, expect, it } from 'vitest';
import { codePriceEndpoint } from './code-price';

describe("the home page's price", () => {
  it("is asked at the contract's address of the code price", () => {
    expect(catalogApi.codePrice).toMatchObject(codePriceEndpoint);
  });
});
