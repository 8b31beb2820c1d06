import type { ReactNode } from 'react';
import { ContentSpinner } from '../../../shared/components/FullScreenSpinner';
import { ProductLoadFailure } from './ProductNotFound';

interface ProductQueryState {
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A product page before its product is shown: the header over a spinner while loading, else over the load failure. */
export function ProductPageFallback({ header, product }: { header: ReactNode; product: ProductQueryState }) {
  return (
    <>
      {header}
      {product.isLoading ? <ContentSpinner /> : <ProductLoadFailure error={product.error} notFoundText="Product not found" onRetry={() => product.refetch()} />}
    </>
  );
}
