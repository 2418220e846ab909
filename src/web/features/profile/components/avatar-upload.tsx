import { Camera } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { ApiError } from '#web/lib/api-client.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { toast } from '#web/ui/toast.tsx'
import { useUploadProfileImage } from '../api/upload-profile-image.ts'
import '#web/lib/i18n/messages/profile.en.ts'

function uploadErrorMessage(err: unknown): string {
  // The server explains a file it refuses (not an image, too large); anything else gets the page's message.
  if (err instanceof ApiError && (err.status === 400 || err.status === 413 || err.status === 415)) {
    return err.message
  }
  return say('profile.avatar.failed')
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return (parts.length > 1 ? `${parts[0]![0]}${parts.at(-1)![0]}` : (parts[0]?.[0] ?? 'U')).toUpperCase()
}

/**
 * docs/product.md, Routes and screens: avatar with image upload. The chosen file shows at once (a local preview) while it uploads;
 * the server re-encodes it and the stored picture then replaces the preview.
 */
export function AvatarUpload({ uid, name, src }: { uid: string; name: string; src: string | null }) {
  const { t } = useT()
  const inputId = useId()
  const upload = useUploadProfileImage(uid)
  const [preview, setPreview] = useState<string | null>(null)

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = '' // choosing the same file again still uploads
    if (!file) return
    if (file.type && !file.type.startsWith('image/')) {
      toast.error(say('profile.avatar.not.image'))
      return
    }
    setPreview(URL.createObjectURL(file))
    upload.mutate(file, {
      onSuccess: async (imageUrl) => {
        // Keep the preview until the stored picture is ready, so the circle never flashes empty.
        const img = new Image()
        img.src = imageUrl
        await img.decode().catch(() => {})
        setPreview(null)
        toast.success(say('profile.avatar.uploaded'))
      },
      onError: (err) => {
        setPreview(null)
        toast.error(uploadErrorMessage(err))
      },
    })
  }

  const shown = preview ?? src
  return (
    <div className="relative mx-auto h-28 w-28 shrink-0">
      {shown ? (
        <img
          src={shown}
          alt={name}
          width={112}
          height={112}
          className="h-28 w-28 rounded-full bg-sand object-cover shadow-[var(--shadow-soft)] ring-4 ring-white"
        />
      ) : (
        <span
          role="img"
          aria-label={t('profile.avatar.none', { name })}
          className="inline-flex h-28 w-28 items-center justify-center rounded-full bg-leaf font-serif text-4xl text-white shadow-[var(--shadow-soft)] ring-4 ring-white"
        >
          {initials(name)}
        </span>
      )}
      {upload.isPending && (
        <span className="absolute inset-0 inline-flex items-center justify-center rounded-full bg-ink/45">
          <span
            aria-hidden="true"
            className="h-7 w-7 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
          <span role="status" className="sr-only">
            {t('profile.avatar.uploading')}
          </span>
        </span>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        onChange={onChange}
        disabled={upload.isPending}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        title={t('profile.avatar.upload')}
        className={cn(
          'absolute right-0 bottom-0 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-leaf text-white shadow-md transition-colors hover:bg-leaf-deep',
          'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-turmeric',
          upload.isPending && 'pointer-events-none opacity-60',
        )}
      >
        <Camera aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        <span className="sr-only">{t('profile.avatar.upload')}</span>
      </label>
    </div>
  )
}
