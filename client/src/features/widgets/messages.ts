import { defineMessage, defineMessages } from 'react-intl';

export const widgetMessages = defineMessages({
  title: { id: 'widgets.list.title', defaultMessage: 'Widgets' },
  intro: {
    id: 'widgets.list.intro',
    defaultMessage:
      'Put your photo books online: anyone you share one with can leaf through it in their browser.',
  },
  yours: { id: 'widgets.list.yours', defaultMessage: 'Your online products' },
  none: { id: 'widgets.list.none', defaultMessage: "You haven't put any photo books online yet." },
  noBooks: {
    id: 'widgets.list.noBooks',
    defaultMessage: 'Once you have ordered a photo book, you can put it online here.',
  },
  loadError: {
    id: 'widgets.list.loadError',
    defaultMessage: 'Your online products could not be loaded.',
  },
  retry: { id: 'widgets.list.retry', defaultMessage: 'Try again' },
  online: { id: 'widgets.status.online', defaultMessage: 'Online' },
  blocked: { id: 'widgets.status.blocked', defaultMessage: 'Blocked' },
  blockedText: {
    id: 'widgets.card.blockedText',
    defaultMessage:
      'This online product is blocked and cannot be viewed or shared. Please contact customer care.',
  },
  view: { id: 'widgets.card.view', defaultMessage: 'View online' },
  share: { id: 'widgets.card.share', defaultMessage: 'Share by e-mail' },
  notInGallery: { id: 'widgets.card.notInGallery', defaultMessage: 'Not shown in the gallery' },
  galleryError: {
    id: 'widgets.card.galleryError',
    defaultMessage: 'The gallery entry could not be loaded.',
  },
  editGallery: { id: 'widgets.card.editGallery', defaultMessage: 'Edit gallery entry' },
  addGallery: { id: 'widgets.card.addGallery', defaultMessage: 'Add to gallery' },
  delete: { id: 'widgets.card.delete', defaultMessage: 'Delete' },
  deleteTitle: { id: 'widgets.delete.title', defaultMessage: 'Delete online product?' },
  deleteConfirm: { id: 'widgets.delete.confirm', defaultMessage: 'Delete online product' },
  deleting: { id: 'widgets.delete.deleting', defaultMessage: 'Deleting…' },
  deleteError: {
    id: 'widgets.delete.error',
    defaultMessage: 'The online product could not be deleted. Please try again.',
  },
  cancel: { id: 'widgets.common.cancel', defaultMessage: 'Cancel' },
  createTitle: { id: 'widgets.create.title', defaultMessage: 'Put a photo book online' },
  createLabel: { id: 'widgets.create.label', defaultMessage: 'Photo book' },
  create: { id: 'widgets.create.submit', defaultMessage: 'Put online' },
  creating: { id: 'widgets.create.creating', defaultMessage: 'Putting online…' },
  createError: {
    id: 'widgets.create.error',
    defaultMessage: 'The photo book could not be put online. Please try again.',
  },
  createBlocked: {
    id: 'widgets.create.blocked',
    defaultMessage: 'This order is blocked, so it cannot be put online. Please contact customer care.',
  },
  allOnline: { id: 'widgets.create.allOnline', defaultMessage: 'All your photo books are online.' },
  galleryTitle: { id: 'widgets.gallery.title', defaultMessage: 'Gallery entry' },
  galleryShow: { id: 'widgets.gallery.show', defaultMessage: 'Show it in the public gallery' },
  galleryName: { id: 'widgets.gallery.name', defaultMessage: 'Title' },
  galleryDescription: { id: 'widgets.gallery.description', defaultMessage: 'Description (optional)' },
  galleryCategories: { id: 'widgets.gallery.categories', defaultMessage: 'Categories' },
  galleryCategoriesError: {
    id: 'widgets.gallery.categoriesError',
    defaultMessage: 'The categories could not be loaded.',
  },
  galleryNameRequired: { id: 'widgets.gallery.nameRequired', defaultMessage: 'Please give it a title' },
  galleryNameInvalid: { id: 'widgets.gallery.nameInvalid', defaultMessage: 'Title not valid' },
  galleryDescriptionInvalid: {
    id: 'widgets.gallery.descriptionInvalid',
    defaultMessage: 'Description not valid',
  },
  galleryCategoryRequired: {
    id: 'widgets.gallery.categoryRequired',
    defaultMessage: 'Please choose at least one category',
  },
  save: { id: 'widgets.gallery.save', defaultMessage: 'Save' },
  saving: { id: 'widgets.gallery.saving', defaultMessage: 'Saving…' },
  saveError: { id: 'widgets.gallery.saveError', defaultMessage: 'Unable to save changes. Please try again' },
  saved: { id: 'widgets.gallery.saved', defaultMessage: 'Gallery entry saved' },
});

export const orderOf = defineMessage<{ code: string }>({
  id: 'widgets.card.order',
  defaultMessage: 'Order {code}',
});
export const onlineSince = defineMessage<{ date: string }>({
  id: 'widgets.card.onlineSince',
  defaultMessage: 'Online since {date}',
});
export const inGallery = defineMessage<{ title: string }>({
  id: 'widgets.card.inGallery',
  defaultMessage: 'In the gallery as ‘{title}’',
});
export const shareNamed = defineMessage<{ title: string }>({
  id: 'widgets.card.shareNamed',
  defaultMessage: 'Share by e-mail: {title}',
});
export const viewNamed = defineMessage<{ title: string }>({
  id: 'widgets.card.viewNamed',
  defaultMessage: 'View online: {title}',
});
export const editGalleryNamed = defineMessage<{ title: string }>({
  id: 'widgets.card.editGalleryNamed',
  defaultMessage: 'Edit gallery entry: {title}',
});
export const addGalleryNamed = defineMessage<{ title: string }>({
  id: 'widgets.card.addGalleryNamed',
  defaultMessage: 'Add to gallery: {title}',
});
export const deleteNamed = defineMessage<{ title: string }>({
  id: 'widgets.card.deleteNamed',
  defaultMessage: 'Delete {title}',
});
export const deleteText = defineMessage<{ title: string }>({
  id: 'widgets.delete.text',
  defaultMessage:
    '‘{title}’ will no longer be online: links you shared stop working. Your order is not affected.',
});
export const deleted = defineMessage<{ title: string }>({
  id: 'widgets.delete.done',
  defaultMessage: '‘{title}’ is no longer online',
});
export const created = defineMessage<{ title: string }>({
  id: 'widgets.create.done',
  defaultMessage: '‘{title}’ is online',
});
export const bookOption = defineMessage<{ title: string; code: string; date: string }>({
  id: 'widgets.create.option',
  defaultMessage: '{title} – {code}, {date}',
});
