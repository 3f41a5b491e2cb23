/**
 * The wire shapes the server publishes to clients, by area: the SDK's wire types are generated from
 * these very schemas (`npm run contract`), and `npm run typecheck` fails when the generated types are
 * behind them. A new area (carts, checkouts, orders) adds its answers and inputs here.
 */
import * as catalogIn from '../modules/catalog/schemas-input';
import * as catalog from '../modules/catalog/schemas';
import * as members from '../modules/members/schemas';
import type { NamedShapes } from './render-types';

export const WIRE_AREAS: Readonly<Record<string, NamedShapes>> = {
  catalog: {
    Range: catalog.Range,
    PriceData: catalog.PriceData,
    CostAndProfit: catalog.CostAndProfit,
    ImageData: catalog.ImageData,
    MediaItem: catalog.MediaItem,
    Media: catalog.Media,
    Choice: catalog.Choice,
    ProductOption: catalog.ProductOption,
    VariantData: catalog.VariantData,
    VariantStock: catalog.VariantStock,
    Variant: catalog.Variant,
    CollectionRef: catalog.CollectionRef,
    MeasurementUnit: catalog.MeasurementUnitSchema,
    PricePerUnitData: catalog.PricePerUnitData,
    Product: catalog.Product,
    Collection: catalog.Collection,
    PageMetadata: catalog.PageMetadata,
    QueryProductsReply: catalog.QueryProductsReply,
    QueryCollectionsReply: catalog.QueryCollectionsReply,
    ProductVariant: catalog.ProductVariant,
    Availability: catalog.Availability,
    BulkReply: catalog.BulkReply,
    MediaFile: catalog.MediaFile,
    Amount: catalogIn.Amount,
    ProductInput: catalogIn.ProductInput,
    CreateProductBody: catalogIn.CreateProductBody,
    UpdateProductBody: catalogIn.UpdateProductBody,
    VariantInput: catalogIn.VariantInput,
    AddMediaBody: catalogIn.AddMediaBody,
    ChoiceMediaBody: catalogIn.ChoiceMediaBody,
    CollectionInput: catalogIn.CollectionInput,
    CreateCollectionBody: catalogIn.CreateCollectionBody,
    UpdateCollectionBody: catalogIn.UpdateCollectionBody,
    BulkUpdateBody: catalogIn.BulkUpdateBody,
    BulkAdjustBody: catalogIn.BulkAdjustBody,
  },
  members: {
    Address: members.Address,
    CustomValue: members.CustomValue,
    CustomField: members.CustomField,
    AddressTag: members.AddressTag,
    MemberContact: members.MemberContact,
    MemberImage: members.MemberImage,
    MemberProfile: members.MemberProfile,
    FieldSet: members.FieldSet,
    Member: members.Member,
    MemberInput: members.MemberInput,
    MemberReply: members.MemberReply,
    ListMeta: members.ListMeta,
    MembersReply: members.MembersReply,
  },
};
