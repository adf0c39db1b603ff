import { useEffect, useRef, useState } from 'react';
import { PASSWORD_RULES } from '@portal/shared';
import './password-rules.css';
import { authWords } from '../i18n/words.js';
import { ruleText } from '../account-checks.js';

/** How long typing must pause before newly met rules are announced. */
const ANNOUNCE_AFTER_MS = 800;

/**
 * The live checklist of §5, shown under the password field as its description, so a screen reader reads
 * the rules and their state when the field gets focus. Each rule says "done" or "not done yet" in words as
 * well as with its mark, so colour and shape are never the only signal.
 */
export function PasswordChecklist({ password }: { password: string }) {
  const words = authWords.useWords();
  return (
    <>
      <span>{words('passwordRulesHeading')}</span>
      <ul className="password-rules">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.id} className="password-rules__rule" data-met={met || undefined}>
              <span className="password-rules__mark" aria-hidden="true">
                {met ? '✓' : '○'}
              </span>
              {ruleText(words, rule)}
              <span className="portal-visually-hidden"> {words(met ? 'passwordRuleDone' : 'passwordRuleNotDone')}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * Tells screen-reader users, politely, when a rule becomes met. It waits for a pause in typing and then
 * names only the rules that were not met at the last announcement, so nothing is said on every keystroke.
 */
export function PasswordRuleAnnouncer({ password }: { password: string }) {
  const words = authWords.useWords();
  const [text, setText] = useState('');
  const announced = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const timer = setTimeout(() => {
      const met = PASSWORD_RULES.filter((rule) => rule.test(password));
      const newlyMet = met.filter((rule) => !announced.current.has(rule.id));
      announced.current = new Set(met.map((rule) => rule.id));
      if (newlyMet.length === 0) return;
      setText(
        met.length === PASSWORD_RULES.length
          ? words('passwordAllRulesMet')
          : words('passwordRulesMet', {
              rules: newlyMet.map((rule) => ruleText(words, rule)).join('; '),
              met: met.length,
              total: PASSWORD_RULES.length,
            }),
      );
    }, ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [password, words]);
  return (
    <div className="portal-visually-hidden" role="status">
      {text}
    </div>
  );
}
