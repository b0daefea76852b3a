-- A TABLE view's first page: 100 notes of a project filtered and sorted by a NUMBER custom field.
select n.id, n.title, v.number_value
  from fields_bench.custom_field_values v join fields_bench.notes n on n.id = v.note_id
 where v.field_id = '00000000-0000-4000-8000-000000000101' and v.number_value > 250 and n.project_id = '00000000-0000-4000-8000-000000000001' and n.deleted_at is null
 order by v.number_value desc, n.id
 limit 100 offset 0;
