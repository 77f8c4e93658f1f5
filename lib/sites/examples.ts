import { domainExamples } from './domain';
import { fundaExamples } from './funda';
import { GENERIC_EXAMPLES } from './generic';
import { homesExamples } from './homes';
import { idealistaExamples } from './idealista';
import { immobiliareExamples } from './immobiliare';
import { immoscout24Examples } from './immoscout24';
import { onthemarketExamples } from './onthemarket';
import { parariusExamples } from './pararius';
import { realestateAuExamples } from './realestate-au';
import { realtorExamples } from './realtor';
import { redfinExamples } from './redfin';
import { rightmoveExamples } from './rightmove';
import { selogerExamples } from './seloger';
import { truliaExamples } from './trulia';
import type { AdapterExamples } from './types';
import { zillowExamples } from './zillow';
import { zooplaExamples } from './zoopla';

/**
 * Every adapter's examples by adapter id (`generic` included), for the adapter-data test. Kept
 * out of registry.ts so the content script does not ship them.
 */
export const ADAPTER_EXAMPLES: Readonly<Record<string, AdapterExamples>> = {
  zillow: zillowExamples,
  redfin: redfinExamples,
  realtor: realtorExamples,
  trulia: truliaExamples,
  homes: homesExamples,
  rightmove: rightmoveExamples,
  zoopla: zooplaExamples,
  onthemarket: onthemarketExamples,
  idealista: idealistaExamples,
  immobiliare: immobiliareExamples,
  immoscout24: immoscout24Examples,
  seloger: selogerExamples,
  funda: fundaExamples,
  pararius: parariusExamples,
  domain: domainExamples,
  'realestate-au': realestateAuExamples,
  generic: GENERIC_EXAMPLES,
};
