/** Pricing's wire shapes published to clients: the SDK's types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';

export const pricingWire: NamedShapes = {};
