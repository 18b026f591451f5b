// Found only through the include directory of the linked target iface.
#pragma once
