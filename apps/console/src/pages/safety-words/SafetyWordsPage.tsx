import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { wordsOf, wordsProblem } from './words.ts';

/**
 * The money words (issue 24): a message from a stranger with one of them carries a `money` safety tip. Everyone
 * sees the list; an admin edits it (one word a line) and saves it, which takes effect at once on every instance
 * and is audited (editSafetyWords).
 */
export function SafetyWordsPage({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['safetyWords'], queryFn: () => api.call('consoleGetSafetyWords', {}) });
  return (
    <Card title={t('safetyWords.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('safetyWords.hint')}</Typography.Paragraph>
        <StateView query={query}>
          {(data) =>
            admin ? (
              <WordsEditor key={data.words.join('\n')} words={data.words} />
            ) : (
              <Space orientation="vertical">
                <Alert type="info" showIcon title={t('safetyWords.readOnly')} />
                {data.words.length === 0 ? (
                  <Typography.Text type="secondary">{t('safetyWords.empty')}</Typography.Text>
                ) : (
                  <Space wrap data-testid="safety-words">
                    {data.words.map((word) => (
                      <Tag key={word}>{word}</Tag>
                    ))}
                  </Space>
                )}
              </Space>
            )
          }
        </StateView>
      </Space>
    </Card>
  );
}

function WordsEditor({ words }: { words: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState(words.join('\n'));
  const typed = wordsOf(text);
  const problem = wordsProblem(typed);
  const changed = typed.join('\n') !== words.join('\n');
  const save = useMutation({
    mutationFn: () => api.call('consoleSetSafetyWords', { words: typed }),
    onSuccess: (answer) => {
      message.success(t('safetyWords.saved'));
      queryClient.setQueryData(['safetyWords'], answer);
    },
    onError: (error: Error) => message.error(error.message),
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label={t('safetyWords.label')}
        value={text}
        autoSize={{ minRows: 8, maxRows: 20 }}
        onChange={(event) => setText(event.target.value)}
        data-testid="safety-words-editor"
      />
      <Space>
        <Typography.Text type="secondary">{t('safetyWords.count', { count: typed.length })}</Typography.Text>
        {problem ? <Typography.Text type="danger">{t(problem.key, problem.vars ?? {})}</Typography.Text> : null}
      </Space>
      <Space>
        <Button
          type="primary"
          disabled={!changed || problem !== null}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {t('safetyWords.save')}
        </Button>
        <Button disabled={!changed || save.isPending} onClick={() => setText(words.join('\n'))}>
          {t('safetyWords.reset')}
        </Button>
      </Space>
    </Space>
  );
}
