import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { format, generatePath, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useServices, type ServiceList } from '~/features/admin-catalogue/api/services';
import {
  useOrderSpecialists,
  useRevokeInvitation,
  useSetSpecialistActive,
  useSpecialists,
  type AdminSpecialist,
  type AdminSpecialistList,
} from '~/features/admin-catalogue/api/specialists';
import { countText } from '~/features/admin-catalogue/model/catalogue-format';
import { initialsOf } from '~/features/admin-catalogue/model/specialist-form';
import { ConfirmDialog } from './confirm-dialog';
import { LoadState } from './load-state';
import { SortableList } from './sortable-list';
import { InviteDialog, SpecialistFormDialog } from './specialist-dialogs';
import { OwnerOnly, useAdminAccess } from '~/components/layout/admin-access';
import '~/components/forms/admin-fields.css';
import './catalogue.css';

const t = messages.adminCatalogue;
const tp = t.specialists;

const dateFormat = new Intl.DateTimeFormat('lt-LT', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'Europe/Vilnius',
});

/**
 * The specialist's picture: her photo, else her initials. The photo is uploaded on the specialist
 * photos' endpoints (the uploads' own work): once `photoUrl` is set it shows here.
 */
function Avatar({ specialist }: { specialist: AdminSpecialist }) {
  return (
    <span className="vz-cat-avatar" aria-hidden="true">
      {specialist.photoUrl ? <img src={specialist.photoUrl} alt="" width={48} height={48} /> : initialsOf(specialist.name)}
    </span>
  );
}

function LoginLine({ specialist }: { specialist: AdminSpecialist }) {
  if (specialist.login) return <p className="vz-cat-muted">{format(tp.login, { email: specialist.login.email })}</p>;
  if (specialist.invitation)
    return (
      <p className="vz-cat-muted">
        {format(tp.invited, {
          email: specialist.invitation.email,
          date: dateFormat.format(new Date(specialist.invitation.expiresAt)),
        })}
      </p>
    );
  return <p className="vz-cat-muted">{tp.noLogin}</p>;
}

/**
 * `/administratorius/specialistai` (admin_specialists): who takes visits, in the order the booking
 * page lists them (drag or keyboard), added and edited in a dialog, deactivated after a
 * confirmation, and invited by e-mail to a staff login of her own (docs/decisions/025).
 */
export function SpecialistsPage({
  business,
  specialists: initialSpecialists,
  services: initialServices,
}: {
  business: string | null;
  specialists: AdminSpecialistList | null;
  services: ServiceList | null;
}) {
  const { canManageSettings } = useAdminAccess();
  const specialists = useSpecialists(business, initialSpecialists);
  const services = useServices(business, initialServices);
  const order = useOrderSpecialists(business);
  const setActive = useSetSpecialistActive(business);
  const revoke = useRevokeInvitation(business);
  const [editing, setEditing] = useState<AdminSpecialist | null | undefined>(undefined);
  const [inviting, setInviting] = useState<AdminSpecialist | null>(null);
  const [toggle, setToggle] = useState<AdminSpecialist | null>(null);
  const list = specialists.data?.specialists ?? [];
  const serviceList = services.data?.services ?? [];
  const params = business ? { slug: business } : {};

  const onMove = (next: AdminSpecialist[]) =>
    order.mutate(
      next.map((specialist) => specialist.id),
      {
        onSuccess: () => showToast({ type: 'success', message: t.orderSaved }),
        onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
      },
    );
  const confirmToggle = () => {
    if (!toggle) return;
    const active = !toggle.active;
    setActive.mutate(
      { id: toggle.id, active },
      {
        onSuccess: () =>
          showToast({ type: 'success', message: format(active ? tp.activated : tp.deactivated, { name: toggle.name }) }),
        onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
        onSettled: () => setToggle(null),
      },
    );
  };
  const onRevoke = (specialist: AdminSpecialist) =>
    revoke.mutate(specialist.id, {
      onSuccess: () => showToast({ type: 'success', message: tp.revoked }),
      onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
    });

  return (
    <div className="vz-cat">
      <header className="vz-cat-header">
        <h1 className="vz-admin-page__title">{tp.title}</h1>
        <p className="vz-cat-muted">{tp.intro}</p>
        {canManageSettings ? (
          <div className="vz-cat-header__actions">
            <Button color="pink.8" className="vz-cat-touch" onClick={() => setEditing(null)}>
              {tp.add}
            </Button>
          </div>
        ) : null}
      </header>
      <OwnerOnly>
        {!specialists.data ? (
          <LoadState error={specialists.isError} onRetry={() => void specialists.refetch()} />
        ) : list.length === 0 ? (
          <p className="vz-cat-card vz-cat-muted">{tp.empty}</p>
        ) : (
          <section className="vz-cat-card" aria-busy={order.isPending || specialists.isFetching} aria-label={tp.title}>
            <SortableList items={list} label={tp.title} disabled={order.isPending} onMove={onMove}>
              {(specialist, handle) => (
                <div className={`vz-cat-row__inner${specialist.active ? '' : ' is-inactive'}`}>
                  {handle}
                  <div className="vz-cat-person">
                    <Avatar specialist={specialist} />
                    <div className="vz-cat-row__main">
                      <p className="vz-cat-row__name">
                        {specialist.name}
                        {specialist.active ? null : <span className="vz-cat-badge">{t.inactive}</span>}
                      </p>
                      <p>
                        {specialist.title ? `${specialist.title} · ` : ''}
                        {countText(tp.services, specialist.serviceIds.length)}
                      </p>
                      <LoginLine specialist={specialist} />
                    </div>
                  </div>
                  <div className="vz-cat-actions">
                    <Button
                      variant="default"
                      size="compact-md"
                      className="vz-cat-touch"
                      aria-label={format(t.editOf, { name: specialist.name })}
                      onClick={() => setEditing(specialist)}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      component={Link}
                      to={generatePath('admin_schedule_show', { id: specialist.id, ...params })}
                      variant="subtle"
                      size="compact-md"
                      className="vz-cat-touch vz-cat-link"
                      aria-label={format(tp.scheduleOf, { name: specialist.name })}
                    >
                      {tp.schedule}
                    </Button>
                    {specialist.login ? null : (
                      <Button
                        variant="subtle"
                        size="compact-md"
                        className="vz-cat-touch vz-cat-link"
                        aria-label={format(specialist.invitation ? tp.inviteAgainOf : tp.inviteOf, { name: specialist.name })}
                        onClick={() => setInviting(specialist)}
                      >
                        {specialist.invitation ? tp.inviteAgain : tp.invite}
                      </Button>
                    )}
                    {specialist.invitation ? (
                      <Button
                        variant="subtle"
                        size="compact-md"
                        className="vz-cat-touch vz-cat-plain"
                        aria-label={format(tp.revokeOf, { name: specialist.name })}
                        loading={revoke.isPending && revoke.variables === specialist.id}
                        onClick={() => onRevoke(specialist)}
                      >
                        {tp.revoke}
                      </Button>
                    ) : null}
                    <Button
                      variant="subtle"
                      size="compact-md"
                      className={`vz-cat-touch ${specialist.active ? 'vz-cat-danger' : 'vz-cat-ok'}`}
                      aria-label={format(specialist.active ? t.deactivateOf : t.activateOf, { name: specialist.name })}
                      onClick={() => setToggle(specialist)}
                    >
                      {specialist.active ? t.deactivate : t.activate}
                    </Button>
                  </div>
                </div>
              )}
            </SortableList>
          </section>
        )}
      </OwnerOnly>
      <SpecialistFormDialog
        business={business}
        specialist={editing}
        services={serviceList}
        onClose={() => setEditing(undefined)}
      />
      <InviteDialog business={business} specialist={inviting} onClose={() => setInviting(null)} />
      <ConfirmDialog
        opened={toggle !== null}
        title={toggle?.active ? tp.confirmDeactivateTitle : tp.confirmActivateTitle}
        text={toggle ? format(toggle.active ? tp.confirmDeactivate : tp.confirmActivate, { name: toggle.name }) : ''}
        confirm={toggle?.active ? t.deactivate : t.activate}
        danger={toggle?.active}
        busy={setActive.isPending}
        onConfirm={confirmToggle}
        onClose={() => setToggle(null)}
      />
    </div>
  );
}
