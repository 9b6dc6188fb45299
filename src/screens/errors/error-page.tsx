import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { flex, vstack } from '../../../styled-system/patterns';
import { currentBrand } from '../../services/config';

// Shared frame of the error pages (shown without the page frame, src/app/guard.ts): the brand's
// logo, a big code, a title, a sentence and one way out.

const page = flex({
  minHeight: '100dvh',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'canvas',
  px: '4',
  py: '8',
});
const card = vstack({
  width: 'full',
  maxWidth: '480px',
  gap: '4',
  textAlign: 'center',
  bg: 'surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border',
  boxShadow: 'card',
  px: '8',
  py: '10',
});
const logo = css({ width: '160px', height: 'auto' });
const codeStyle = css({ fontSize: '5xl', fontWeight: 'bold', color: 'accent', lineHeight: '1' });
const titleStyle = css({ fontSize: '2xl', fontWeight: 'semibold', color: 'text' });
const bodyStyle = css({ fontSize: 'md', color: 'textMuted' });

export interface ErrorPageProps {
  code: string;
  title: string;
  body: string;
  logoAlt: string;
  action: ReactNode;
}

export function ErrorPage({ code, title, body, logoAlt, action }: ErrorPageProps) {
  return (
    <main className={page}>
      <div className={card}>
        <img className={logo} src={currentBrand.logoUrl} alt={logoAlt} />
        <p className={codeStyle} aria-hidden="true">
          {code}
        </p>
        <h1 className={titleStyle}>{title}</h1>
        <p className={bodyStyle}>{body}</p>
        {action}
      </div>
    </main>
  );
}
