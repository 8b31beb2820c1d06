import type { ReactNode } from 'react';
import './print.css';

/** The business named on printed papers; the app has no business profile yet. */
export const BUSINESS_NAME = 'Dealer back office';

/** The top of a printed page: business name, the paper's title and its period. Hidden on screen. */
export function PrintHeader({ title, period, testId }: { title: string; period?: ReactNode; testId?: string }) {
  return (
    <div className="print-only print-header" data-testid={testId}>
      <div className="print-header-business">{BUSINESS_NAME}</div>
      <div className="print-header-title">{title}</div>
      {period && <div className="print-header-period">{period}</div>}
    </div>
  );
}

/** Signature lines at the foot of a printed voucher. Hidden on screen. */
export function SignatureLines({ roles = ['Prepared by', 'Checked by', 'Approved by'] }: { roles?: string[] }) {
  return (
    <div className="print-only print-signatures" data-testid="print-signatures">
      {roles.map((role) => (
        <div key={role} className="print-signature">
          <div className="print-signature-line" />
          <div>{role}</div>
        </div>
      ))}
    </div>
  );
}

/** The footer of printed pages where the browser draws no page numbers in the margin. */
export function PrintFooter() {
  return <div className="print-only print-footer">{BUSINESS_NAME}</div>;
}
