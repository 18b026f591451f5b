# Installs the project into a fresh prefix for the cmake_package.install.* tests.
# -DBUILD_DIR= -DPREFIX=
cmake_minimum_required(VERSION 3.20)
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
file(REMOVE_RECURSE "${PREFIX}")
run("${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}")
foreach(f SyclFooterGenConfig.cmake SyclFooterGenConfigVersion.cmake
          SyclFooterGenTargets.cmake SyclFooterGenFunctions.cmake
          SyclFooterGenFlags.cmake)
  if(NOT EXISTS "${PREFIX}/lib/cmake/SyclFooterGen/${f}")
    message(FATAL_ERROR "not installed: lib/cmake/SyclFooterGen/${f}")
  endif()
endforeach()
