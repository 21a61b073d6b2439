import { Link } from 'react-router';
import { messages } from '@vizitas/shared';
import type { ScheduleOverride } from '~/features/admin-schedule/api/get-overrides';
import { adminLink } from '~/features/admin-schedule/model/links';
import { formatLongDate } from '~/features/admin-schedule/model/schedule-format';
import { Hours } from './hours';

const t = messages.adminSchedule;

export interface OverrideListProps {
  business: string | null;
  overrides: ScheduleOverride[];
  /** Names of the specialists, shown beside each override when given. */
  specialistNames?: ReadonlyMap<string, string>;
}

/** The coming overrides: date, whose, hours (or closed), note; each opens its edit page. */
export function OverrideList({ business, overrides, specialistNames }: OverrideListProps) {
  if (overrides.length === 0) {
    return <p className="vz-as-muted">{t.list.noOverrides}</p>;
  }
  return (
    <ul className="vz-as-rows">
      {overrides.map((override) => {
        const date = formatLongDate(override.date);
        return (
          <li key={override.id} className="vz-as-row">
            <p className="vz-as-row__main">
              <Link to={adminLink('admin_schedule_override_edit', business, { id: override.id })}>{date}</Link>
              {specialistNames ? (
                <span className="vz-as-muted"> · {specialistNames.get(override.specialistId) ?? '—'}</span>
              ) : null}
            </p>
            <p className="vz-as-row__hours">
              <Hours intervals={override.intervals} />
            </p>
            {override.note ? <p className="vz-as-muted">{override.note}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
