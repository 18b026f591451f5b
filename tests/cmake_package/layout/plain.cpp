// Not in SOURCES: compiled as it is, never through a host TU.
#ifdef __SYCLFG_HOST_TU_PROLOGUE
#error "plain.cpp was processed by sycl-footergen"
#endif
int plain_value() { return 3; }
