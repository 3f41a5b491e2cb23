// Published wire shapes of the shipping module (see src/contract/shapes.ts).
import type { NamedShapes } from '../../contract/render-types';

export const shippingWire: NamedShapes = {};
