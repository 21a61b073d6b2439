import { CATEGORY_NAMES, CITY_NAMES, formatPhone, formatPrice, messages, phoneHref } from '@vizitas/shared';
import type { BusinessDetail, GalleryImage, OpeningWeek } from '@vizitas/shared/schemas/business';
import type { ReviewPage } from '@vizitas/shared/schemas/review';
import { formatDuration } from '~/lib/format';
import { formatAverage, reviewCountText } from '~/features/business/model/business-format';
import { Gallery } from './gallery';
import { OpeningHours } from './opening-hours';
import { ReviewsSection } from './reviews-section';
import { ShareButton } from './share-button';
import { Stars } from './stars';
import './business.css';

export interface BusinessPageData {
  business: BusinessDetail;
  gallery: GalleryImage[];
  hours: OpeningWeek | null;
  reviews: ReviewPage;
  bookHref: string;
}

/** The street address as the business wrote it (it usually names the city), else the city. */
function addressLine(address: string | null, city: string): string {
  if (!address) return city;
  return address.toLowerCase().includes(city.toLowerCase()) ? address : `${address}, ${city}`;
}

function initialOf(name: string): string {
  return name.replace(/[„“"]/g, '').trim().slice(0, 1).toUpperCase();
}

function Services({ business }: { business: BusinessDetail }) {
  return (
    <section className="vz-biz-section" aria-labelledby="vz-biz-services-title">
      <h2 id="vz-biz-services-title" className="vz-biz-h2">
        {messages.business.services}
      </h2>
      {business.serviceGroups.length === 0 ? (
        <p className="vz-biz-muted">{messages.business.noServices}</p>
      ) : (
        business.serviceGroups.map((group) => (
          <div key={group.id ?? 'other'} className="vz-biz-card">
            {group.name ? <h3 className="vz-biz-h3">{group.name}</h3> : null}
            <ul className="vz-biz-services">
              {group.services.map((service) => (
                <li key={service.id} className="vz-biz-service">
                  <div className="vz-biz-service__main">
                    <span className="vz-biz-service__name">{service.name}</span>
                    {service.description ? <span className="vz-biz-muted vz-biz-clamp">{service.description}</span> : null}
                    <span className="vz-biz-muted">{formatDuration(service.durationMin)}</span>
                  </div>
                  <span className="vz-biz-service__price">{formatPrice(service.priceCents, { from: service.priceFrom })}</span>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function Specialists({ business }: { business: BusinessDetail }) {
  if (business.specialists.length === 0) return null;
  return (
    <section className="vz-biz-section" aria-labelledby="vz-biz-specialists-title">
      <h2 id="vz-biz-specialists-title" className="vz-biz-h2">
        {messages.business.specialists}
      </h2>
      <ul className="vz-biz-people">
        {business.specialists.map((specialist) => (
          <li key={specialist.id}>
            {specialist.photoUrl ? (
              <img className="vz-biz-avatar" src={specialist.photoUrl} alt="" width={64} height={64} loading="lazy" />
            ) : (
              <span className="vz-biz-avatar" aria-hidden="true">
                {initialOf(specialist.name)}
              </span>
            )}
            <strong>{specialist.name}</strong>
            {specialist.title ? <span className="vz-biz-muted">{specialist.title}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Contacts({ business, city }: { business: BusinessDetail; city: string }) {
  const m = messages.business;
  return (
    <section className="vz-biz-section" aria-labelledby="vz-biz-contacts-title">
      <h2 id="vz-biz-contacts-title" className="vz-biz-h2">
        {m.contacts}
      </h2>
      <dl className="vz-biz-contacts">
        <div>
          <dt>{m.address}</dt>
          <dd>{addressLine(business.address, city)}</dd>
        </div>
        {business.phone ? (
          <div>
            <dt>{m.phone}</dt>
            <dd>
              <a href={phoneHref(business.phone)}>{formatPhone(business.phone)}</a>
            </dd>
          </div>
        ) : null}
        {business.email ? (
          <div>
            <dt>{m.email}</dt>
            <dd>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </dd>
          </div>
        ) : null}
        {business.website ? (
          <div>
            <dt>{m.website}</dt>
            <dd>
              <a href={business.website} rel="noopener noreferrer" target="_blank">
                {business.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </dd>
          </div>
        ) : null}
        {business.instagram ? (
          <div>
            <dt>Instagram</dt>
            <dd>
              <a
                href={`https://www.instagram.com/${business.instagram.replace(/^@/, '')}/`}
                rel="noopener noreferrer"
                target="_blank"
              >
                @{business.instagram.replace(/^@/, '')}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The public page of a business (`/apie/{slug}`): plain server markup with small interactive
 * islands (share, gallery, more reviews), so its JavaScript stays small.
 */
export function BusinessAbout({ business, gallery, hours, reviews, bookHref }: BusinessPageData) {
  const city = CITY_NAMES[business.city as keyof typeof CITY_NAMES] ?? business.city;
  const { average, count } = reviews.rating;
  return (
    <article className="vz-biz">
      {business.profilePhotoUrl ? (
        <picture>
          {business.profilePhotoPhoneUrl ? <source media="(max-width: 600px)" srcSet={business.profilePhotoPhoneUrl} /> : null}
          <img className="vz-biz-cover" src={business.profilePhotoUrl} alt="" fetchPriority="high" decoding="async" />
        </picture>
      ) : null}
      <header className="vz-biz-header">
        {business.logoUrl ? (
          <img className="vz-biz-logo" src={business.logoUrl} alt="" width={88} height={88} />
        ) : (
          <span className="vz-biz-logo" aria-hidden="true">
            {initialOf(business.name)}
          </span>
        )}
        <div className="vz-biz-header__text">
          <h1 className="vz-biz-h1">{business.name}</h1>
          <p className="vz-biz-muted">{addressLine(business.address, city)}</p>
          {average !== null && count > 0 ? (
            <a className="vz-biz-header__rating" href="#atsiliepimai">
              <Stars rating={average} size="sm" />
              <strong>{formatAverage(average)}</strong>
              <span className="vz-biz-muted">({reviewCountText(count)})</span>
            </a>
          ) : null}
          {business.categories.length > 0 ? (
            <ul className="vz-biz-tags">
              {business.categories.map((slug) => (
                <li key={slug}>{CATEGORY_NAMES[slug as keyof typeof CATEGORY_NAMES] ?? slug}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>

      <div className="vz-biz-actions">
        <a href={bookHref} className="vz-biz-button vz-book-button">
          {messages.business.book}
        </a>
        <ShareButton name={business.name} title={messages.business.share} />
      </div>

      {gallery.length > 0 ? <Gallery images={gallery} /> : null}

      {business.description ? (
        <section className="vz-biz-section" aria-labelledby="vz-biz-about-title">
          <h2 id="vz-biz-about-title" className="vz-biz-h2">
            {messages.business.about}
          </h2>
          <p className="vz-biz-pre">{business.description}</p>
        </section>
      ) : null}

      <div className="vz-biz-columns">
        <div>
          <Services business={business} />
          <Specialists business={business} />
        </div>
        <div>
          {hours ? <OpeningHours week={hours} /> : null}
          <Contacts business={business} city={city} />
        </div>
      </div>

      <ReviewsSection slug={business.slug} initial={reviews} />
    </article>
  );
}
