import type { DemoProduct } from './data';
import { HOME_PRODUCTS } from './products-home';
import { LIVING_PRODUCTS } from './products-living';

export const DEMO_PRODUCTS: DemoProduct[] = [...HOME_PRODUCTS, ...LIVING_PRODUCTS];
