// Recipes in the back office: the list (the form for one is admin-recipe-form.tsx).
import { useQuery } from '@tanstack/react-query'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  Table,
  tdClass,
  thClass,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink } from '#web/ui/button.tsx'
import { recipesQuery } from '../api/recipes.ts'
import { recipesTexts } from '../texts.en.ts'

const say = adminSay(recipesTexts)

export function RecipesPage() {
  const list = useQuery(recipesQuery())
  return (
    <>
      <PageHeader
        title={say('list.title')}
        intro={say('list.intro')}
        actions={<ButtonLink to="/admin/recipes/new">{say('list.add')}</ButtonLink>}
      />
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={list.data?.length === 0}
        emptyText={say('list.empty')}
      />
      {list.data && list.data.length > 0 && (
        <Table caption={say('list.caption')}>
          <thead>
            <tr>
              <th className={thClass}>{say('list.recipe')}</th>
              <th className={thClass}>{say('list.category')}</th>
              <th className={`${thClass} ${wideOnly}`}>{say('list.time')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((r) => (
              <tr key={r.id}>
                <td className={tdClass}>
                  <Link
                    to={`/admin/recipes/${r.id}`}
                    className="font-semibold text-leaf-deep hover:underline"
                  >
                    {r.title || r.name}
                  </Link>
                  <span className="block text-xs text-ink-soft">{r.recipe_id}</span>
                </td>
                <td className={tdClass}>{r.category}</td>
                <td className={`${tdClass} ${wideOnly}`}>{r.prep_time}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}
