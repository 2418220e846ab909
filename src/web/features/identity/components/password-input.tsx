import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, useState } from 'react'
import { cn } from '../../../ui/cn.ts'
import { inputClass } from '../../../ui/field.tsx'

/** A password box with a show/hide toggle (a pressed/unpressed button, so its name stays the same). */
export function PasswordInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <input {...rest} type={visible ? 'text' : 'password'} className={cn(inputClass, 'pr-12', className)} />
      <button
        type="button"
        aria-label="Show password"
        aria-pressed={visible}
        aria-controls={rest.id}
        onClick={() => setVisible((v) => !v)}
        className="absolute top-1/2 right-1.5 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-sand hover:text-leaf-deep"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        ) : (
          <Eye aria-hidden="true" className="h-[1.125rem] w-[1.125rem]" />
        )}
      </button>
    </div>
  )
}
