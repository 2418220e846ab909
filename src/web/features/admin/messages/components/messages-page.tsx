// The contact inbox: messages by status, a thread with the replies mailed to the shopper, closing.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { adminMessages } from '#domain/messages-admin.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  Pager,
  Pill,
  panelClass,
  SelectField,
  useInvalidate,
  when,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link, useParams, useUnsavedChanges } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { closeMessage, messageQuery, messagesQuery, replyToMessage } from '../api/messages.ts'
import { messagesTexts } from '../texts.en.ts'

const say = adminSay(messagesTexts)

const STATUS_TONE = { new: 'amber', replied: 'green', closed: 'grey' } as const

/** A message's status as its pill says it. */
const STATUS_LABEL = {
  new: say('status.new'),
  replied: say('status.replied'),
  closed: say('status.closed'),
} as const

export function MessagesPage() {
  const [status, setStatus] = useState('')
  const [page, setPage] = useState(1)
  // a filter changed: back to its first page
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value)
    setPage(1)
  }
  const list = useQuery(messagesQuery(status, page))
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader title={say('list.title')} intro={say('list.intro')} />
      <div className="mb-4 max-w-[12rem]">
        <SelectField
          label={say('list.status')}
          value={status}
          onChange={filter(setStatus)}
          options={[
            ['', say('list.status.all')],
            ['new', say('list.status.new')],
            ['replied', say('list.status.replied')],
            ['closed', say('list.status.closed')],
          ]}
        />
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={say('list.empty')}
      />
      <ul className="flex flex-col gap-2">
        {rows.map((m) => (
          <li key={m.id}>
            <Link
              to={`/admin/messages/${m.id}`}
              className={`${panelClass} flex items-start justify-between gap-3 hover:border-leaf`}
            >
              <span>
                <span className="block font-semibold text-leaf-deep">{m.subject}</span>
                <span className="block text-sm text-ink-soft">
                  {m.name} · {m.email} · {when(m.created_at)}
                </span>
                <span className="mt-1 line-clamp-1 block text-sm">{m.message}</span>
              </span>
              <Pill tone={STATUS_TONE[m.status]}>{STATUS_LABEL[m.status]}</Pill>
            </Link>
          </li>
        ))}
      </ul>
      <Pager pagination={list.data?.pagination} onPage={setPage} />
    </>
  )
}

/** A reply (POST /messages/{id}/reply): not empty, in the words the server refuses an empty one with. */
const replyForm = z.object({
  body: z.string().refine((b) => b.trim() !== '', { error: adminMessages.replyRequired }),
})

export function MessagePage() {
  const { id } = useParams()
  const invalidate = useInvalidate()
  const form = useZodForm(replyForm, { defaultValues: { body: '' } })
  const { errors } = form.formState
  useUnsavedChanges(form.watch('body').trim() !== '') // a reply written and not sent (decision record 028)
  const thread = useQuery(messageQuery(id ?? ''))
  const reply = useMutation({
    mutationFn: (v: { body: string }) => replyToMessage(id ?? '', v.body),
    onSuccess: () => {
      form.reset({ body: '' })
      toast.success(say('thread.toast.sent'))
      void invalidate()
    },
    // the route's issue about the reply, or any refusal, under the reply's box as the form always said it
    onError: (err) => applyServerError(form, err),
  })
  const close = useMutation({
    mutationFn: () => closeMessage(id ?? ''),
    onSuccess: () => {
      toast.success(say('thread.toast.closed'))
      void invalidate()
    },
  })
  if (!thread.data)
    return <ListState loading={thread.isPending} error={thread.error} empty={false} emptyText="" />
  const m = thread.data
  return (
    <>
      <PageHeader
        title={m.subject}
        intro={`${m.name} · ${m.email}${m.phone ? ` · ${m.phone}` : ''}`}
        actions={
          <>
            <ButtonLink variant="ghost" to="/admin/messages">
              {say('thread.all')}
            </ButtonLink>
            {m.status !== 'closed' && (
              <Button variant="secondary" onClick={() => close.mutate()}>
                {say('thread.close')}
              </Button>
            )}
          </>
        }
      />
      <ol className="flex max-w-3xl flex-col gap-3">
        <li className={panelClass}>
          <p className="text-xs text-ink-soft">
            {say('thread.wrote', { name: m.name, when: when(m.created_at) })}{' '}
            <Pill tone={STATUS_TONE[m.status]}>{STATUS_LABEL[m.status]}</Pill>
          </p>
          <p className="mt-2 whitespace-pre-line text-sm">{m.message}</p>
        </li>
        {m.replies.map((r) => (
          <li key={r.id} className="ml-6 rounded-2xl border border-leaf/30 bg-leaf-soft/50 p-5">
            <p className="text-xs text-ink-soft">
              {say('thread.replied', { actor: r.actor, when: when(r.created_at) })}
            </p>
            <p className="mt-2 whitespace-pre-line text-sm">{r.body}</p>
          </li>
        ))}
      </ol>
      <form
        className={`${panelClass} mt-6 flex max-w-3xl flex-col gap-3`}
        noValidate
        onSubmit={form.handleSubmit((v) => reply.mutate(v))}
      >
        <Field
          label={say('reply.label', { name: m.name })}
          error={errors.body?.message ?? errors.root?.server?.message}
          hint={say('reply.hint')}
        >
          {(a11y) => (
            <textarea {...a11y} rows={5} className={`${inputClass} h-auto py-3`} {...form.register('body')} />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? say('reply.sending') : say('reply.send')}
          </Button>
        </div>
      </form>
    </>
  )
}
