// Messages of the profile routes the shopper may read (the wording of docs/product.md, Error catalogue where the spec has one). Live here once.

export const profileMessages = {
  fieldsOnly: 'A profile update takes form fields only; upload the picture at /profiles/upload-image',
  badForm: 'The form could not be read. Please try again.',
  notFound: 'Profile not found',
  notAnImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
  tooLarge: (bytes: number) => `The image must be at most ${Number((bytes / 1_000_000).toFixed(1))} MB`,
  imageNotFound: 'Image not found',
}
