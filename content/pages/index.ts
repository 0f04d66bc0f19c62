/** Every brand's content sources, in brand order. */
import type { BrandCopy } from './common';
import type { PageSource } from './helpers';
import * as ckb from './ckb';
import * as hb from './hb';
import * as pf from './pf';
import * as uncommonpair from './uncommonpair';

export interface BrandContent {
  copy: BrandCopy;
  pages: PageSource[];
}

export const BRAND_CONTENT: readonly BrandContent[] = [pf, ckb, uncommonpair, hb];
