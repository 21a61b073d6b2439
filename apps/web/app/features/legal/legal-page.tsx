import { Container } from '@mantine/core';
import { format } from '@vizitas/shared';
import type { LegalText } from './legal-texts';
import './legal.css';

/** A legal text as a readable page: title, version, introduction, then its sections. */
export function LegalPage({ text }: { text: LegalText }) {
  return (
    <Container size="sm" py="xl">
      <article className="vz-legal">
        <h1 className="vz-legal__title">{text.title}</h1>
        <p className="vz-legal__version">{format('Redakcija {version}', { version: text.version })}</p>
        <p>{text.intro}</p>
        {text.sections.map((section) => (
          <section key={section.title} className="vz-legal__section">
            <h2>{section.title}</h2>
            {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            {section.items ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </Container>
  );
}
