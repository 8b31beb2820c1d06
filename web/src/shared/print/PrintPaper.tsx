import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { BusinessProfile } from './document-types';
import './paper.css';

export type PaperSize = 'A4' | 'A5';

/**
 * One printed paper. On screen it is a sheet on the page; under print media (paper.css) a page or
 * modal holding a paper prints only the paper, on its own page size (A4 or A5), without the app
 * around it. A screen shows one paper at a time: the one the browser's print prints.
 */
export function PrintPaper({ size, testId, children }: { size: PaperSize; testId: string; children: ReactNode }) {
  return (
    <article className={`print-paper print-paper-${size.toLowerCase()}`} data-testid={testId} data-paper-size={size}>
      {children}
    </article>
  );
}

/** The browser's print of the paper on the screen. */
export function PrintButton({ label = 'Print', testId, type = 'primary' }: { label?: string; testId: string; type?: 'primary' | 'default' }) {
  return (
    <Button type={type} icon={<PrinterOutlined />} onClick={() => window.print()} data-testid={testId}>
      {label}
    </Button>
  );
}

/** The business profile at the top of a paper: logo, name, address, phones, email, BIN/VAT number; then the paper's title. */
export function PaperLetterhead({ business, title, compact }: { business: BusinessProfile; title: string; compact?: boolean }) {
  const contact = [business.phones.filter(Boolean).join(', '), business.email].filter(Boolean).join(' · ');
  return (
    <header className={`paper-letterhead${compact ? ' paper-letterhead-compact' : ''}`}>
      <div className="paper-letterhead-row">
        {business.logoDataUrl && <img className="paper-logo" src={business.logoDataUrl} alt="" />}
        <div className="paper-business">
          <div className="paper-business-name" data-testid="paper-business-name">
            {business.businessName || 'Business name not set'}
          </div>
          {business.address && <div className="paper-business-line">{business.address}</div>}
          {contact && <div className="paper-business-line">{contact}</div>}
          {business.binVatNumber && <div className="paper-business-line">BIN/VAT Reg. No: {business.binVatNumber}</div>}
        </div>
      </div>
      <div className="paper-title">{title}</div>
    </header>
  );
}

/** Labelled facts (No., Date, Customer, …) in two columns, or one (`single`) where the values are long. */
export function PaperFacts({ facts, testId, single }: { facts: [string, ReactNode][]; testId?: string; single?: boolean }) {
  return (
    <dl className={`paper-facts${single ? ' paper-facts-single' : ''}`} data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label} className="paper-fact">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Signature lines at the foot of a paper. */
export function PaperSignatures({ roles }: { roles: string[] }) {
  return (
    <div className="paper-signatures" data-testid="paper-signatures">
      {roles.map((role) => (
        <div key={role} className="paper-signature">
          <div className="paper-signature-line" />
          <div>{role}</div>
        </div>
      ))}
    </div>
  );
}

/** The business's footer text (settings), at the very foot. */
export function PaperFooter({ business }: { business: BusinessProfile }) {
  return business.footerText ? <footer className="paper-footer">{business.footerText}</footer> : null;
}
