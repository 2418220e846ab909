import { Check } from 'lucide-react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { type CheckoutStep, STEP_LABELS, stepStates } from '../model/checkout-view.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/** docs/product.md (Routes and screens, Checkout): Shipping Address, Shipping Options, Payment; done steps ticked, the current one marked. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  const states = stepStates(step)
  const { t } = useT()
  return (
    <nav aria-label={t('checkout.progress')}>
      <ol className="flex items-start">
        {STEP_LABELS.map(({ step: key, label }, i) => {
          const state = states[i]!
          return (
            <li
              key={key}
              aria-current={state === 'current' ? 'step' : undefined}
              className="relative flex flex-1 flex-col items-center gap-2 text-center"
            >
              {i > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                    state === 'upcoming' ? 'bg-line' : 'bg-leaf',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-10 inline-flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-semibold tabular',
                  state === 'complete' && 'border-leaf bg-leaf text-white',
                  state === 'current' && 'border-leaf bg-white text-leaf-deep ring-4 ring-leaf-soft',
                  state === 'upcoming' && 'border-line bg-white text-ink-soft',
                )}
              >
                {state === 'complete' ? <Check className="h-4 w-4" strokeWidth={3} /> : i + 1}
              </span>
              <span
                className={cn(
                  'text-xs leading-tight sm:text-sm',
                  state === 'upcoming' ? 'text-ink-soft' : 'font-semibold text-leaf-deep',
                )}
              >
                {t(label)}
                <span className="sr-only">
                  {state === 'complete'
                    ? t('checkout.step.done')
                    : state === 'current'
                      ? t('checkout.step.now')
                      : ''}
                </span>
              </span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
