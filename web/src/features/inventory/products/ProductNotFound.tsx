import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LoadErrorAlert } from '../../../shared/components/LoadErrorAlert';
import { PRODUCTS_ROUTE } from './product-rules';
import { isNotFound } from './use-products';

/** A product page whose product failed to load: the spec's not-found text, or the error with Retry. */
export function ProductLoadFailure({ error, notFoundText, onRetry }: { error: unknown; notFoundText: string; onRetry: () => void }) {
  const navigate = useNavigate();
  if (!isNotFound(error)) return <LoadErrorAlert title="Failed to load the product." error={error} onRetry={onRetry} testId="product-load-error" />;
  return (
    <Alert
      type="error"
      showIcon
      message={notFoundText}
      description="It may have been deleted, or the link is wrong."
      action={
        <Button size="small" onClick={() => navigate(PRODUCTS_ROUTE)} data-testid="product-not-found-back">
          Back to Products
        </Button>
      }
      data-testid="product-not-found"
    />
  );
}
