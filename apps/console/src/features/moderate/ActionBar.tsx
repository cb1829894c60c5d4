import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog.tsx';
import { type Act, DESTRUCTIVE, isOwnKey, SHORTCUTS } from './acts.ts';
import type { ModerationSubject } from './useModerate.ts';

/**
 * The buttons of the acts that fit here (dismiss and remove only from a report), each opening its dialog. With
 * `shortcuts`, the report page's keys open them too (d w m s b).
 */
export function ActionBar({
  subject,
  acts,
  shortcuts = false,
  onDone,
}: {
  subject: ModerationSubject;
  acts: readonly Act[];
  shortcuts?: boolean;
  onDone?(act: Act): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Act | null>(null);

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (event: KeyboardEvent) => {
      if (open || !isOwnKey(event)) return;
      const act = SHORTCUTS[event.key.toLowerCase()];
      if (act && acts.includes(act)) {
        event.preventDefault();
        setOpen(act);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts, open, acts]);

  const keyOf = (act: Act) => Object.entries(SHORTCUTS).find(([, value]) => value === act)?.[0];

  return (
    <>
      <Space wrap>
        {acts.map((act) => {
          const key = shortcuts ? keyOf(act) : undefined;
          return (
            <Button
              key={act}
              danger={DESTRUCTIVE.has(act)}
              type={act === 'ban' ? 'primary' : 'default'}
              onClick={() => setOpen(act)}
            >
              {t(`action.${act}`)}
              {key ? <kbd className="kk-kbd">{key}</kbd> : null}
            </Button>
          );
        })}
      </Space>
      <ActionDialog act={open} subject={subject} onClose={() => setOpen(null)} onDone={onDone} />
    </>
  );
}
