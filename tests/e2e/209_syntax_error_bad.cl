// Bad input (OpenCL): an undeclared identifier; clang's diagnostic is
// shown.
//@ args: --local_size=32 --num_groups=1
//@ exit: 2
//@ expect: error:
//@ expect: undeclared identifier
//@ expect-re: 209_syntax_error_bad\.cl:10:[0-9]+
//@ expect-not: verified
__kernel void broken(__global int *A) {
  A[get_local_id(0)] = missing_value;
}
