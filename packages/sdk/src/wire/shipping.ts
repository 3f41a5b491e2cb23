/**
 * Wire shapes of the shipping area, as the server sends and takes them (service form).
 * Generated from the server's schemas by `npm run contract`: do not edit.
 */

export interface Address {
  formatted?: string;
  location?: {
    latitude?: number;
    longitude?: number;
  };
  addressLine1?: string;
  addressLine2?: string;
  streetAddress?: {
    name?: string;
    number?: string;
    apt?: string;
  };
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

export type Amount = number | string;

export interface RegionDestination {
  /** ISO 3166-1 alpha-2 */
  country: string;
  subdivisions?: string[];
}

export interface ShippingRegion {
  id: string;
  name: string;
  destinations: RegionDestination[];
  createdDate: string;
  updatedDate: string;
}

export interface DeliverySlots {
  days: number;
  windows: {
    from: string;
    to: string;
  }[];
  timeZone: string;
}

export type ShippingRateKind = 'FLAT' | 'BY_WEIGHT' | 'BY_SUBTOTAL';

export interface ShippingRate {
  id: string;
  regionId: string;
  title: string;
  kind: ShippingRateKind;
  /** decimal, in the shop currency */
  price: string;
  bands: {
    upTo?: string;
    /** decimal, in the shop currency */
    price: string;
  }[];
  /** decimal, in the shop currency */
  freeAbove?: string;
  deliveryTime?: string;
  instructions?: string;
  slots?: DeliverySlots;
  createdDate: string;
  updatedDate: string;
}

export type PickupMethod = 'STORE_PICKUP' | 'PICKUP_POINT';

export interface PickupLocation {
  id: string;
  title: string;
  address: Address;
  pickupMethod: PickupMethod;
  instructions?: string;
  /** decimal, in the shop currency */
  price: string;
  deliveryTime?: string;
  createdDate: string;
  updatedDate: string;
}

export interface CreateRegionBody {
  region: {
    name: string;
    destinations: RegionDestination[];
  };
}

export interface UpdateRegionBody {
  region: {
    name?: string;
    destinations?: RegionDestination[];
  };
}

export interface CreateRateBody {
  rate: {
    regionId: string;
    title: string;
    kind: ShippingRateKind;
    price?: Amount;
    bands?: {
      upTo?: Amount;
      price: Amount;
    }[];
    freeAbove?: null | Amount;
    deliveryTime?: null | string;
    instructions?: null | string;
    slots?: null | DeliverySlots;
  };
}

export interface UpdateRateBody {
  rate: {
    regionId?: string;
    title?: string;
    kind?: ShippingRateKind;
    price?: Amount;
    bands?: {
      upTo?: Amount;
      price: Amount;
    }[];
    freeAbove?: null | Amount;
    deliveryTime?: null | string;
    instructions?: null | string;
    slots?: null | DeliverySlots;
  };
}

export interface CreatePickupBody {
  pickupLocation: {
    title: string;
    address: Address;
    pickupMethod?: PickupMethod;
    instructions?: null | string;
    price?: Amount;
    deliveryTime?: null | string;
  };
}

export interface UpdatePickupBody {
  pickupLocation: {
    title?: string;
    address?: Address;
    pickupMethod?: PickupMethod;
    instructions?: null | string;
    price?: Amount;
    deliveryTime?: null | string;
  };
}

export interface GetRatesLineItem {
  itemId?: string;
  catalogReference?: {
    catalogItemId?: string;
    appId?: string;
    options?: Record<string, never>;
  };
  quantity: number;
  physicalProperties?: {
    weight?: number;
    sku?: string;
    shippable?: boolean;
  };
  price?: string;
}

export interface GetRatesRequest {
  lineItems: GetRatesLineItem[];
  shippingDestination?: Address;
  shippingOrigin?: Address;
  contactDetails?: Record<string, never>;
  weightUnit?: 'KG' | 'LB';
  currency: string;
  buyerInfo?: Record<string, never>;
  externalReferences?: Record<string, never>[];
}

export interface ShippingRateOption {
  code: string;
  title: string;
  logistics: {
    deliveryTime?: string;
    instructions?: string;
    deliveryTimeSlot?: {
      from: string;
      to: string;
    };
    pickupDetails?: {
      address: Address;
      pickupMethod: PickupMethod;
    };
  };
  cost: {
    /** decimal */
    price: string;
    currency: string;
    additionalCharges: {
      price: string;
      type: string;
      details?: string;
    }[];
  };
}

export interface GetRatesResponse {
  shippingRates: ShippingRateOption[];
}
