import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from '../../../styled-system/css';
import { flex, stack, vstack } from '../../../styled-system/patterns';
import { currentBrand } from '../../services/config';

// The frame of the public sign-in pages (doc 1 §2.3): the brand's logo (200 px wide, chosen by host
// name) and the page's title on a card, a decorative side image on medium and larger screens, and
// a footer with the company copyright and the current year. Login uses the narrow card (at most
// 530 px); the registration form, with its three sections, the wide one and no side image.

const page = flex({ minHeight: '100dvh', bg: 'canvas' });
const side = css({
  display: { base: 'none', md: 'block' },
  position: 'relative',
  flex: '1 1 0',
  minWidth: '0',
  overflow: 'hidden',
  bg: 'brand.700',
});
const sideImage = css({
  position: 'absolute',
  inset: '0',
  width: 'full',
  height: 'full',
  objectFit: 'cover',
});
const column = vstack({
  flex: '1 1 auto',
  justifyContent: 'center',
  gap: '6',
  px: { base: '4', md: '10' },
  py: '8',
});
/** Next to the side image the login column keeps its card's width. */
const narrowColumn = css({ md: { flex: '0 0 auto' } });
const card = stack({
  width: 'full',
  bg: 'surface',
  borderRadius: 'xl',
  boxShadow: 'card',
  borderWidth: '1px',
  borderColor: 'border',
  px: { base: '5', md: '8' },
  py: { base: '6', md: '8' },
  gap: '5',
});
const narrowCard = css({ maxWidth: '530px', md: { width: '530px' } });
const wideCard = css({ maxWidth: '880px' });
const logo = css({ width: '200px', height: 'auto', alignSelf: 'center' });
const companyLogo = css({ maxWidth: '200px', maxHeight: '80px', objectFit: 'contain', alignSelf: 'center' });
const heading = stack({ gap: '1', textAlign: 'center' });
const titleStyle = css({ fontSize: '2xl', fontWeight: 'semibold', color: 'text', lineHeight: '1.2' });
const subtitleStyle = css({ fontSize: 'sm', color: 'textMuted' });
const footer = css({ fontSize: 'xs', color: 'textMuted', textAlign: 'center' });

export interface AuthLayoutProps {
  width?: 'narrow' | 'wide';
  /** The page's h1, under the logo. */
  title: string;
  subtitle: string;
  /** a company's own logo under the brand's (the login page of a remembered company); hidden
   * when the company has none (the image answers 404) */
  companyLogoSrc?: string;
  children: ReactNode;
}

export function AuthLayout({ width = 'narrow', title, subtitle, companyLogoSrc, children }: AuthLayoutProps) {
  const intl = useIntl();
  const brand = currentBrand;
  const narrow = width === 'narrow';
  return (
    <div className={page}>
      {narrow && (
        <div className={side} aria-hidden="true">
          <img className={sideImage} src={brand.loginBackgroundUrl} alt="" />
        </div>
      )}
      <div className={cx(column, narrow && narrowColumn)}>
        <main className={cx(card, narrow ? narrowCard : wideCard)}>
          <img
            className={logo}
            src={brand.logoUrl}
            width={200}
            alt={intl.formatMessage({ id: 'auth.brandAlt' }, { brand: brand.name })}
          />
          {companyLogoSrc && <CompanyLogoImage src={companyLogoSrc} />}
          <div className={heading}>
            <h1 className={titleStyle}>{title}</h1>
            <p className={subtitleStyle}>{subtitle}</p>
          </div>
          {children}
        </main>
        <footer className={footer}>
          {intl.formatMessage({ id: 'auth.footer' }, { year: new Date().getFullYear(), company: brand.name })}
        </footer>
      </div>
    </div>
  );
}

/** The company's logo; gone when the image cannot be had (the company has none). Read afresh on
 * each visit of the page (the browser would keep a removed or changed logo for the same address). */
function CompanyLogoImage({ src }: { src: string }) {
  const intl = useIntl();
  const [visit] = useState(() => Date.now());
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return null;
  return (
    <img
      className={companyLogo}
      src={`${src}?visit=${visit}`}
      alt={intl.formatMessage({ id: 'auth.companyLogoAlt' })}
      onError={() => setFailed(src)}
    />
  );
}
