// Recipes in the back office: the list (the form for one is admin-recipe-form.tsx).
import { useQuery } from '@tanstack/react-query'
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

export function RecipesPage() {
  const list = useQuery(recipesQuery())
  return (
    <>
      <PageHeader
        title="Recipes"
        intro="What shoppers cook with the powders. Changes show in the shop at once."
        actions={<ButtonLink to="/admin/recipes/new">Add a recipe</ButtonLink>}
      />
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={list.data?.length === 0}
        emptyText="No recipes yet."
      />
      {list.data && list.data.length > 0 && (
        <Table caption="Recipes">
          <thead>
            <tr>
              <th className={thClass}>Recipe</th>
              <th className={thClass}>Category</th>
              <th className={`${thClass} ${wideOnly}`}>Time</th>
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
