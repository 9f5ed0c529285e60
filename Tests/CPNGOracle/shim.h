#include <png.h>

/// The simplified API's macros, which Swift cannot see.
static inline png_uint_32 navsim_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 navsim_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 navsim_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline size_t navsim_png_image_size(png_image image) { return PNG_IMAGE_SIZE(image); }
