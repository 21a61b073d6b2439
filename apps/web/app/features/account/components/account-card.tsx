import type { ReactNode } from 'react';

/** The frame of an account page: a centred card with a title, a sentence and the form. */
export function AccountPage({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={`vz-account${wide ? ' vz-account--wide' : ''}`}>{children}</div>;
}

export function AccountCard({
  title,
  text,
  children,
  headingLevel = 1,
  id,
}: {
  title: ReactNode;
  text?: ReactNode;
  children?: ReactNode;
  headingLevel?: 1 | 2;
  id?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="vz-account-card" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      <Heading className={headingLevel === 1 ? 'vz-account-card__title' : 'vz-account-card__section-title'} id={id ? `${id}-title` : undefined}>
        {title}
      </Heading>
      {text ? <p className="vz-account-card__text">{text}</p> : null}
      {children}
    </section>
  );
}

/** `<title>` and no indexing for the account pages. */
export function accountMeta(title: string) {
  return [{ title }, { name: 'robots', content: 'noindex' }];
}
