import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { CATEGORIES, CITIES, format, formatPhone, generatePath, messages } from '@vizitas/shared';
import type { OperatorBusinessCard } from '@vizitas/shared/schemas/operator-pipeline';
import type { OnboardingInstruction } from '@vizitas/shared/schemas/admin/onboarding';
import { contactText, formatDay } from '~/features/operator-pipeline/model/pipeline-format';
import { ContactDialog, type ContactTarget } from './contact-dialog';
import './operator-pipeline.css';

const t = messages.operatorBusinessCard;
const p = messages.operatorPipeline;

function stepTitle(instruction: string): string {
  return messages.onboarding.steps[instruction as OnboardingInstruction]?.title ?? instruction;
}

/** `/operatorius/verslai/{id}`: one business as the operator sees it, and its contact history. */
export function BusinessCardPage({ card }: { card: OperatorBusinessCard }) {
  const [contacting, setContacting] = useState<ContactTarget | null>(null);
  const revalidator = useRevalidator();
  const { business, members, steps, counts, contacts } = card;
  const city = CITIES.find((c) => c.slug === business.city)?.name;
  const categories = business.categories.map((slug) => CATEGORIES.find((c) => c.slug === slug)?.name ?? slug);
  return (
    <div className="vz-op-page vz-op-card">
      <p className="vz-op-card__back">
        <Link to={generatePath('operator_businesses')}>← {t.back}</Link>
      </p>
      <header className="vz-op-page__head">
        <h1>{business.name}</h1>
        <p className="vz-op-row__name">
          <span className={`vz-op-badge vz-op-badge--${business.stage}`}>{p.stages[business.stage]}</span>
          <span className={business.plan === 'premium' ? 'vz-op-badge vz-op-badge--premium' : 'vz-op-badge'}>
            {p.plans[business.plan]}
          </span>
        </p>
        <p>{[city, categories.join(', '), business.address].filter(Boolean).join(' · ')}</p>
      </header>
      <div className="vz-op-card__actions">
        <Button color="pink.8" onClick={() => setContacting({ id: business.id, name: business.name })}>
          {p.markContacted}
        </Button>
        <a href={generatePath('about', { slug: business.slug })}>{p.publicPage}</a>
        <a href={generatePath('admin_home', { slug: business.slug })}>{p.adminPages}</a>
      </div>
      <div className="vz-op-card__grid">
        <section className="vz-op-box" aria-labelledby="vz-op-card-counts">
          <h2 id="vz-op-card-counts">{t.countsTitle}</h2>
          <dl className="vz-op-card__counts">
            <div>
              <dt>{t.counts.services}</dt>
              <dd>{counts.services}</dd>
            </div>
            <div>
              <dt>{t.counts.specialists}</dt>
              <dd>{counts.specialists}</dd>
            </div>
            <div>
              <dt>{t.counts.visitsThisMonth}</dt>
              <dd>{counts.visitsThisMonth}</dd>
            </div>
            <div>
              <dt>{t.counts.reviews}</dt>
              <dd>{counts.reviews}</dd>
            </div>
            <div>
              <dt>{t.counts.averageRating}</dt>
              <dd>{counts.averageRating === null ? t.noRating : counts.averageRating.toLocaleString('lt-LT')}</dd>
            </div>
          </dl>
          <dl className="vz-op-card__facts">
            <div>
              <dt>{t.registered}</dt>
              <dd>{formatDay(business.registeredAt)}</dd>
            </div>
            <div>
              <dt>{t.lastBooking}</dt>
              <dd>{business.lastBookingAt ? formatDay(business.lastBookingAt) : p.noBooking}</dd>
            </div>
            {business.referredBy ? (
              <div>
                <dt>{t.referredBy}</dt>
                <dd>{business.referredBy}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="vz-op-box" aria-labelledby="vz-op-card-members">
          <h2 id="vz-op-card-members">{t.membersTitle}</h2>
          {members.length === 0 ? (
            <p className="vz-op-empty">{t.noMembers}</p>
          ) : (
            <ul className="vz-op-card__list">
              {members.map((member) => (
                <li key={member.email}>
                  <strong>{member.name}</strong> · {t.roles[member.role]} ·{' '}
                  {format(t.memberSince, { date: formatDay(member.since) })}
                  <br />
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                  {member.phone ? (
                    <>
                      {' · '}
                      <a href={`tel:${member.phone}`}>{formatPhone(member.phone)}</a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="vz-op-box" aria-labelledby="vz-op-card-steps">
          <h2 id="vz-op-card-steps">{t.stepsTitle}</h2>
          <ul className="vz-op-card__list">
            {steps.map((step) => (
              <li key={step.instruction} className={`vz-op-step vz-op-step--${step.state}`}>
                <span>
                  {stepTitle(step.instruction)}
                  {step.required ? <span className="vz-op-step__required"> ({t.required})</span> : null}
                </span>
                <span className="vz-op-step__state">{t.stepStates[step.state]}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="vz-op-box" aria-labelledby="vz-op-card-contacts">
          <h2 id="vz-op-card-contacts">{t.contactsTitle}</h2>
          {contacts.length === 0 ? (
            <p className="vz-op-empty">{t.noContacts}</p>
          ) : (
            <ol className="vz-op-card__list">
              {contacts.map((contact, index) => (
                <li key={`${contact.at}-${index}`}>
                  <strong>{contactText(contact)}</strong>
                  {contact.note ? <span className="vz-op-row__note">{contact.note}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      <ContactDialog
        business={contacting}
        onClose={(saved) => {
          setContacting(null);
          if (saved) void revalidator.revalidate();
        }}
      />
    </div>
  );
}
