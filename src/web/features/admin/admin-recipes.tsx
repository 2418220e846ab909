// Recipes in the back office: the list (the form for one is admin-recipe-form.tsx).
import { useQuery } from '@tanstack/react-query'
import type { Recipe } from '#domain/contracts/catalogue.ts'
import { Link } from '#web/lib/router.tsx'
import { ButtonLink } from '#web/ui/button.tsx'
import { adminApi } from './admin-api.ts'
import { ListState, PageHeader, Table, tdClass, thClass, wideOnly } from './admin-ui.tsx'

export function RecipesPage() {
  const list = useQuery({
    queryKey: ['admin', 'recipes'],
    queryFn: () => adminApi.get<{ data: Recipe[] }>('/recipes').then((r) => r.data),
  })
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
