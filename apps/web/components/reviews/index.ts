export { ReviewsSection, type ReviewsSectionProps } from './ReviewsSection';
export { ReviewScore } from './ReviewScore';
export { initialReviewsQuery, reviewLanguageOf, reviewsQueryKey } from './review-view';
