import { languageCodes, type LanguageCode } from '@marquee/contracts';
import type { PlayerStatusAlarmLevel } from '@marquee/domain';
import { translator } from '../identity';

export interface AlarmTextFacts {
  kind: 'alarm' | 'resolved';
  reason: 'noContact' | 'status';
  level: PlayerStatusAlarmLevel | null;
  /** The screen's own words for its status. */
  reasons: readonly string[];
  accountName: string;
  screenName: string;
  /** When the episode began counting. */
  since: Date;
  /** The account's language; an unknown one reads as en_US. */
  language: string;
}

const minuteOf = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

const languageOf = (code: string): LanguageCode =>
  (languageCodes as readonly string[]).includes(code) ? (code as LanguageCode) : 'en_US';

/** A message's subject and text in the account's language, as mailed and kept. */
export function alarmTexts(facts: AlarmTextFacts): { subject: string; text: string } {
  const t = translator(languageOf(facts.language));
  const values = {
    screen: facts.screenName,
    account: facts.accountName,
    since: minuteOf(facts.since),
    level: facts.level ? t(`alarmLevel${facts.level}`) : '',
    reasons: facts.reasons.join(', '),
  };
  const [subject, body] =
    facts.kind === 'resolved'
      ? [t('alarmResolvedSubject', values), t('alarmResolvedBody', values)]
      : facts.reason === 'noContact'
        ? [t('alarmNoContactSubject', values), t('alarmNoContactBody', values)]
        : [t('alarmStatusSubject', values), t('alarmStatusBody', values)];
  return { subject, text: `${body}\n\n${t('alarmFooter')}\n` };
}
