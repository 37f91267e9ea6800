import { helpAnchorOf } from '@navihub/contract/help-anchors';
import type { HeadUnit } from '@navihub/contract/vin/mercedes-series';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { activeLocale } from '@/i18n/translated';
import { cn } from '@/lib/cn';
import { carsOfHeadUnit } from '../cars-of-head-unit';
import { helpLink } from '../link-class';
import { helpTexts as t } from '../texts';

/** How each head unit takes its map update: NTG 4.5 runs it from an SD card in the COMAND, the NTG 5s rather install it from USB. */
const MAP_MEDIUM: Record<HeadUnit, 'sdCard' | 'usb'> = {
  'NTG 4.5': 'sdCard',
  'NTG 5s1': 'usb',
  'NTG 5/5s2': 'usb',
  'NTG 5.5': 'usb',
};

/** The series that could carry the head unit, a line per set of head units they could carry. */
function Cars({ unit }: { unit: HeadUnit }) {
  const u = t.units;
  const or = new Intl.ListFormat(activeLocale(), { type: 'disjunction' });
  return (
    <>
      <ul className="grid list-disc gap-1 ps-5">
        {carsOfHeadUnit(unit).map((line) => (
          <li key={line.headUnits.join()}>
            <span className="font-medium text-slate-900">
              {line.headUnits.length === 1 ? u.carsOnly(unit) : u.carsOneOf(or.format(line.headUnits))}
            </span>{' '}
            {line.names.map((name, i) => (
              <Fragment key={name}>
                {i > 0 && u.separator}
                <bdi className="whitespace-nowrap">{name}</bdi>
              </Fragment>
            ))}
          </li>
        ))}
      </ul>
      <p>
        {u.carsVinBefore}
        <Link to={paths.vinCode.getHref()} className={helpLink}>
          {u.carsVinLink}
        </Link>
        {u.carsVinAfter}
      </p>
    </>
  );
}

/**
 * Entering the PIN on one head unit (issue 32): which cars carry it, where the PIN is asked for,
 * what to type, what to do when it is refused.
 */
export function HeadUnitSteps({ unit, supportEmail }: { unit: HeadUnit; supportEmail: string }) {
  const u = t.units;
  const medium = u[MAP_MEDIUM[unit]];
  const anchor = helpAnchorOf(unit);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="grid scroll-mt-4 gap-2">
      <h3 id={`${anchor}-title`} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        {unit}
      </h3>
      <dl className="grid gap-2 text-slate-700">
        <dt className="font-medium text-slate-900">{u.cars}</dt>
        <dd className="grid gap-2">
          <Cars unit={unit} />
        </dd>
        <dt className="font-medium text-slate-900">{u.prompt}</dt>
        <dd>{medium.prompt}</dd>
        <dt className="font-medium text-slate-900">{u.type}</dt>
        <dd>{u.typeAnswer}</dd>
        <dt className="font-medium text-slate-900">{u.refused}</dt>
        <dd>
          {`${u.refusedRetype} ${medium.refused} ${u.refusedBefore}`}
          <a href={`mailto:${supportEmail}`} className={helpLink}>
            {supportEmail}
          </a>
          {u.refusedAfter}
        </dd>
      </dl>
      <Link to={paths.navipin.getHref({ comand: unit })} className={cn(helpLink, 'justify-self-start')}>
        {u.order(unit)}
      </Link>
    </section>
  );
}
