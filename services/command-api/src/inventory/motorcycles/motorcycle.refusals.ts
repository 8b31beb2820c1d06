import type { Answer, ContractWords } from '../../platform/refusals';
import type { UpdateMotorcycleRequest } from './motorcycle.dto';
import type { MotorcycleQueries } from './motorcycle-queries';

const taken = (field: string, message: string): Answer => ({ message, kind: 'conflict', errors: { [field]: message } });
const SOLD_STATUS = "A sold motorcycle's status is changed by its invoice";
const SOLD_PRICE = 'The purchase price of a sold motorcycle cannot be changed';
const SOLD_PRODUCT = 'The product of a sold motorcycle cannot be changed';

/**
 * The domain's refusals of the register in the contract's words (docs/api/purchasing.md, Motorcycle
 * unit register). `motorcycleId`: the unit changed or deleted (its purchase's number names where to
 * change it); `fields`: the update asked (a sold unit's refusal names the field it asked to change).
 */
export function motorcycleRefusals(queries: MotorcycleQueries, motorcycleId: string | null, fields?: UpdateMotorcycleRequest): ContractWords {
  const purchaseNumber = () => (motorcycleId ? queries.purchaseNumberOf(motorcycleId) : Promise.resolve(''));
  return {
    fields: (_field, refusal) => {
      if (refusal?.code === 'motorcycle_product_required') return 'Select a product of type Motorcycle';
      if (refusal?.code === 'sold_by_invoice') return 'A motorcycle is marked Sold by its invoice';
      return undefined;
    },
    refusals: {
      chassis_number_taken: ({ chassisNo }) => taken('chassisNo', `Chassis number ${chassisNo} is already registered`),
      engine_number_taken: ({ engineNo }) => taken('engineNo', `Engine number ${engineNo} is already registered`),
      sold_status_by_invoice: () => ({ message: SOLD_STATUS, errors: { status: SOLD_STATUS } }),
      sold_unit_fixed: (): Answer =>
        fields?.purchasePrice !== undefined && fields.purchasePrice !== null
          ? { message: SOLD_PRICE, errors: { purchasePrice: SOLD_PRICE } }
          : { message: SOLD_PRODUCT, errors: { productId: SOLD_PRODUCT } },
      from_purchase_fixed: async () => ({
        message: `This motorcycle came from purchase ${await purchaseNumber()}; change its chassis number, engine number, product or price on the purchase`,
      }),
      from_purchase_not_deleted: async () => ({ message: `This motorcycle came from purchase ${await purchaseNumber()}; remove it by editing or deleting the purchase` }),
      only_available_deleted: () => ({ message: 'Only an Available motorcycle can be deleted' }),
    },
  };
}
