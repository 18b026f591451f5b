// A --resource-dir whose <stddef.h> fails the parse: the tool takes
// Clang's builtin headers from the directory given (cli.failures).
#error "the --resource-dir given is honoured"
