// The domain's own words (a self-contained file), so the papers and the server say amounts alike.
import { amountInWords } from '../../../../libs/domain/src/shared/amount-in-words';
import { toPoisha } from '../format/taka';

/** Decimal taka in words as the papers print them (spec §9): English, lakh and crore, ending 'Taka.'. */
export const takaInWords = (taka: number): string => amountInWords(toPoisha(taka));
