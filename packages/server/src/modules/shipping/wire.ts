/** The shipping module's wire shapes published to clients: the SDK's shipping types are generated from them. */
import type { NamedShapes } from '../../contract/render-types';
import { Address } from '../../lib/address';
import { Amount } from '../../lib/input-schemas';
import * as rates from './rates-schemas';
import * as shipping from './schemas';

export const shippingWire: NamedShapes = {
  Address,
  Amount,
  RegionDestination: shipping.RegionDestination,
  ShippingRegion: shipping.ShippingRegion,
  DeliverySlots: shipping.DeliverySlots,
  ShippingRateKind: shipping.RateKind,
  ShippingRate: shipping.ShippingRate,
  PickupMethod: shipping.PickupMethod,
  PickupLocation: shipping.PickupLocation,
  CreateRegionBody: shipping.CreateRegionBody,
  UpdateRegionBody: shipping.UpdateRegionBody,
  CreateRateBody: shipping.CreateRateBody,
  UpdateRateBody: shipping.UpdateRateBody,
  CreatePickupBody: shipping.CreatePickupBody,
  UpdatePickupBody: shipping.UpdatePickupBody,
  GetRatesLineItem: rates.GetRatesLineItem,
  GetRatesRequest: rates.GetRatesBody,
  ShippingRateOption: rates.ShippingRateOption,
  GetRatesResponse: rates.GetRatesReply,
};
