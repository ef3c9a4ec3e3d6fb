/**
 * Gift customisation contracts: the gift, its format, its custom sleeves (the API's
 * `GET /sub-elements/available-custom-sub-elements`) and shipping costs (`GET /shipping-costs`).
 */
import { z } from 'zod';
import { localeSchema } from './query';

export const giftLocaleQuerySchema = z.strictObject({ locale: localeSchema }).meta({ id: 'GiftLocaleQuery' });

/**
 * "Custom sleeve element: id, name, imageUrl, categoryId, price, recommendedByWed". Ids are text
 * because category 2's free standard option is the id 'default' (domain `DEFAULT_SLEEVE_ID`).
 */
export const customSleeveSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    imageUrl: z.string().nullable(),
    categoryId: z.number().int(),
    /** Cents; 0 shows 'Free'. */
    price: z.number().int(),
    /** "Recommended sleeves show a fire marker". */
    recommendedByWed: z.boolean(),
  })
  .meta({ id: 'CustomSleeve' });
export type CustomSleeve = z.infer<typeof customSleeveSchema>;

/** "Category: id, description, names by language, singleSelection". */
export const sleeveCategorySchema = z
  .object({
    id: z.number().int(),
    description: z.string(),
    names: z.object({ fr: z.string(), es: z.string(), it: z.string(), nl: z.string() }),
    /** In the market's language: the hash keeps selections by this name. */
    name: z.string(),
    singleSelection: z.boolean(),
    elements: z.array(customSleeveSchema),
  })
  .meta({ id: 'SleeveCategory' });
export type SleeveCategoryResponse = z.infer<typeof sleeveCategorySchema>;

export const availableCustomSubElementsResponseSchema = z
  .object({ availableCustomSubElements: z.array(sleeveCategorySchema) })
  .meta({ id: 'AvailableCustomSubElements' });
export type AvailableCustomSubElementsResponse = z.infer<typeof availableCustomSubElementsResponseSchema>;

/** A gift's shipping costs: amount and internationalFee, in cents. */
export const shippingCostsResponseSchema = z
  .object({ amount: z.number().int(), internationalFee: z.number().int() })
  .meta({ id: 'ShippingCosts' });
export type ShippingCostsResponse = z.infer<typeof shippingCostsResponseSchema>;
