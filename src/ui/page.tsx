import { type ReactNode, useId } from 'react';
import { sva } from '../../styled-system/css';

export const pageRecipe = sva({
  slots: ['header', 'heading', 'title', 'description', 'actions', 'section', 'sectionHeader', 'sectionTitle'],
  base: {
    header: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      mb: '4',
    },
    heading: { display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: '0' },
    title: { fontSize: 'xl', fontWeight: 'semibold', lineHeight: '1.25', color: 'text' },
    description: { fontSize: 'sm', color: 'textMuted' },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    section: { display: 'flex', flexDirection: 'column', gap: '3', mb: '5' },
    sectionHeader: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' },
    sectionTitle: { fontSize: 'md', fontWeight: 'semibold', color: 'text' },
  },
});

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the right (e.g. "New", "Export"). */
  actions?: ReactNode;
}

/** The page's single h1 with its actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const styles = pageRecipe();
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}

export interface PageSectionProps {
  /** Optional h2; the section is labelled by it. */
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** A block of a page (filters, table, a dashboard group) with consistent spacing. */
export function PageSection({ title, actions, children }: PageSectionProps) {
  const styles = pageRecipe();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={title ? id : undefined}>
      {(title || actions) && (
        <div className={styles.sectionHeader}>
          {title && (
            <h2 id={id} className={styles.sectionTitle}>
              {title}
            </h2>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}
