import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { BusinessProfile, PaperKind } from './document-types';
import { paperScreenScale, SCREEN_LAYOUT_MIN_WIDTH, type PaperSize } from './paper-scale';
import './paper.css';

export type { PaperSize };

/**
 * The width of the frame's content box, in fractional CSS pixels, as laid out: not rounded as
 * clientWidth is (up by as much as half a pixel), nor shrunk by a transform around it (a modal's
 * opening animation) as its bounding box is.
 */
function layoutWidthOf(element: HTMLElement): number {
  const width = parseFloat(getComputedStyle(element).width);
  return Number.isFinite(width) ? width : element.clientWidth;
}

/** The scale that fits the paper of this size into the width of the element behind `frame`, kept up to date as that width changes. */
function useScreenScale(frame: RefObject<HTMLElement>, size: PaperSize): number {
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const measure = () => setScale(paperScreenScale(layoutWidthOf(element), SCREEN_LAYOUT_MIN_WIDTH[size]));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame, size]);
  return scale;
}

/**
 * One printed paper. On screen it is a sheet on the page, scaled down to fit, with a margin, where it
 * is narrower than its layout (paper.css applies the scale under screen media only); under print media
 * (paper.css) a page or modal holding a paper prints only the paper, unscaled, on its own page size
 * (A4 or A5), without the app around it. A screen shows one paper at a time: the one the browser's
 * print prints.
 */
export function PrintPaper({ size, testId, children }: { size: PaperSize; testId: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const scale = useScreenScale(frame, size);
  const scaled = scale < 1;
  const screenFit = scaled ? ({ '--paper-screen-scale': scale, '--paper-screen-width': `${SCREEN_LAYOUT_MIN_WIDTH[size]}px` } as CSSProperties) : undefined;
  return (
    <div className="print-paper-frame" ref={frame}>
      <article className={`print-paper print-paper-${size.toLowerCase()}${scaled ? ' print-paper-scaled' : ''}`} style={screenFit} data-testid={testId} data-paper-size={size}>
        {children}
      </article>
    </div>
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

/** The paper's own footer text (settings: the invoice's, the challan's, a receipt's), at the very foot. */
export function PaperFooter({ business, paper }: { business: BusinessProfile; paper: PaperKind }) {
  const text = paper === 'invoice' ? business.footerText : business.paperFooters?.[paper];
  return text ? <footer className="paper-footer" data-testid={`paper-footer-${paper}`}>{text}</footer> : null;
}
