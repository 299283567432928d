#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/* libjpeg reports fatal errors by calling error_exit, which must not return. Swift cannot use
 * setjmp/longjmp, so the whole decode runs here, in C, behind one setjmp: a bad file becomes a
 * non-zero return and a message instead of an exit or a crash. */

struct curtain_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static void curtain_jpeg_error_exit(j_common_ptr info) {
  struct curtain_jpeg_error *error = (struct curtain_jpeg_error *)info->err;
  (*info->err->format_message)(info, error->message);
  longjmp(error->jump, 1);
}

static void curtain_jpeg_silence(j_common_ptr info, int level) {
  (void)info;
  (void)level;
}

/* Decodes a JPEG (greyscale, YCbCr, RGB, CMYK or YCCK) in memory to opaque RGBA8 (malloc'd into *pixels, freed by the caller with
 * free()). Refuses images of more than max_pixels pixels before allocating. Returns 0 on success;
 * otherwise 1 and a message in message (capacity message_size). */
static inline int curtain_jpeg_decode(const unsigned char *data, unsigned long size,
                                      unsigned long max_pixels, unsigned char **pixels,
                                      unsigned int *width, unsigned int *height, char *message,
                                      size_t message_size) {
  struct jpeg_decompress_struct info;
  struct curtain_jpeg_error error;
  unsigned char *volatile buffer = NULL;
  *pixels = NULL;
  memset(&info, 0, sizeof info);
  memset(&error, 0, sizeof error);
  info.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = curtain_jpeg_error_exit;
  error.manager.emit_message = curtain_jpeg_silence;
  if (setjmp(error.jump)) {
    snprintf(message, message_size, "%s", error.message);
    jpeg_destroy_decompress(&info);
    free(buffer);
    return 1;
  }
  jpeg_create_decompress(&info);
  jpeg_mem_src(&info, data, size);
  jpeg_read_header(&info, TRUE);
  if ((unsigned long)info.image_width * info.image_height > max_pixels) {
    snprintf(message, message_size, "%ux%u pixels is more than the limit of %lu pixels",
             info.image_width, info.image_height, max_pixels);
    jpeg_destroy_decompress(&info);
    return 1;
  }
  /* CMYK and YCCK (Adobe) JPEGs: libjpeg gives CMYK, converted to RGB below without a colour
   * profile (the conversion Pillow and pdf.js make); an Adobe file stores inverted inks. */
  int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
  int inverted = cmyk && info.saw_Adobe_marker;
  info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  size_t stride = (size_t)info.output_width * 4;
  buffer = malloc(stride * info.output_height);
  if (buffer == NULL) {
    snprintf(message, message_size, "out of memory");
    jpeg_destroy_decompress(&info);
    return 1;
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = buffer + stride * info.output_scanline;
    jpeg_read_scanlines(&info, &row, 1);
    if (cmyk) {
      for (size_t x = 0; x < stride; x += 4) {
        unsigned int c = row[x], m = row[x + 1], y = row[x + 2], k = row[x + 3];
        if (!inverted) {
          c = 255 - c;
          m = 255 - m;
          y = 255 - y;
          k = 255 - k;
        }
        row[x] = (unsigned char)((c * k + 127) / 255);
        row[x + 1] = (unsigned char)((m * k + 127) / 255);
        row[x + 2] = (unsigned char)((y * k + 127) / 255);
        row[x + 3] = 255;
      }
    }
  }
  jpeg_finish_decompress(&info);
  *width = info.output_width;
  *height = info.output_height;
  *pixels = buffer;
  jpeg_destroy_decompress(&info);
  return 0;
}
