# Outputs that already exist before a run the tool must refuse, and the check
# that the refusal left them untouched with no temporary beside them. Used by
# tests/diagnosed/run_diagnosed.cmake.

# Writes "${WORK_DIR}/<name>.footer.hpp" and "<name>.host.cpp" with sentinel
# text; sets `out` and `host` to their paths.
function(syclfg_write_sentinel_outputs name)
  file(MAKE_DIRECTORY "${WORK_DIR}")
  set(out "${WORK_DIR}/${name}.footer.hpp")
  set(host "${WORK_DIR}/${name}.host.cpp")
  file(WRITE "${out}" "sentinel footer\n")
  file(WRITE "${host}" "sentinel host\n")
  set(out "${out}" PARENT_SCOPE)
  set(host "${host}" PARENT_SCOPE)
endfunction()

# Fails when `out` or `host` changed or a temporary is left in WORK_DIR.
function(syclfg_check_sentinel_outputs)
  file(READ "${out}" after)
  file(READ "${host}" after_host)
  if(NOT after STREQUAL "sentinel footer\n" OR NOT after_host STREQUAL "sentinel host\n")
    message(FATAL_ERROR "an existing output file was modified on error")
  endif()
  file(GLOB leftovers "${WORK_DIR}/.*tmp*")
  if(leftovers)
    message(FATAL_ERROR "temporary files left behind: ${leftovers}")
  endif()
endfunction()
