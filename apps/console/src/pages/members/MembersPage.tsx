import { useQuery } from '@tanstack/react-query';
import { Card, Input, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCell } from '../../entities/member/MemberCell.tsx';
import { StateTags } from '../../entities/member/StateTags.tsx';
import { api, type ConsoleResponse } from '../../shared/api/api.ts';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { StateView } from '../../shared/ui/StateView.tsx';

type Row = ConsoleResponse<'consoleSearchMembers'>['list'][number];

/** Finds members by id, userid, part of the name or the whole phone; a row opens the member's page. */
export function MembersPage({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  const query = useQuery({
    queryKey: ['members', keyword],
    queryFn: () => api.call('consoleSearchMembers', { keyword }),
    enabled: keyword.trim().length > 0,
  });
  const columns: ColumnsType<Row> = [
    { title: t('member.id'), dataIndex: 'id', key: 'id', width: 90 },
    { title: t('member.username'), key: 'member', render: (_, row) => <MemberCell member={row} /> },
    { title: t('member.phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: t('member.gender'),
      key: 'gender',
      render: (_, row) => t(`gender.${row.gender === 1 ? 'male' : row.gender === 2 ? 'female' : 'unknown'}`),
    },
    { title: t('member.joined'), key: 'joined', render: (_, row) => formatTime(row.create_time) },
    { title: t('member.state'), key: 'state', render: (_, row) => <StateTags state={row.state} /> },
  ];
  return (
    <Card title={t('members.title')}>
      <Input.Search
        placeholder={t('members.placeholder')}
        aria-label={t('members.placeholder')}
        enterButton={t('members.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => go(`${PATHS.members}?q=${encodeURIComponent(value.trim())}`)}
        style={{ maxWidth: 480, marginBottom: 16 }}
        allowClear
      />
      {keyword ? (
        <StateView query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('members.none')}>
          {(data) => (
            <Table<Row>
              rowKey="id"
              columns={columns}
              dataSource={data.list}
              pagination={false}
              onRow={(row) => ({ onClick: () => go(PATHS.member(row.id)), style: { cursor: 'pointer' } })}
            />
          )}
        </StateView>
      ) : null}
    </Card>
  );
}
