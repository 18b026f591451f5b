// The ABI between generated integration footers and the runtime library.
// Kept free of other includes: the footer includes it first, whatever the
// translation unit included before.
#pragma once

extern "C" {
// Records that the host object at `address` has the unique symbolic ID `id`
// and the kind `kind` ("specialization_id", "device_global", ...). Called by
// generated code before main(). All strings must outlive the program (the
// footer passes string literals).
void __register_uniquely_identifiable_object(void *address, const char *id,
                                             const char *kind);
}
